import { zodResolver } from '../../../lib/zod-resolver';
import { ADDRESS_ADDED_MESSAGE, addressBodySchema } from '@flame/shared';
import { useCallback, useEffect, useState } from 'react';
import { useAppForm } from '../../../lib/use-app-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import {
  CityField,
  StateField,
  StreetField,
  ZipCodeField,
} from '../../../components/ui/address-field-presets';
import type { LatLng } from '../../../components/map/map-view';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAddAddress } from '../../../api/addresses';
import { LocationPicker, PLACE_PIN_MESSAGE } from './location-picker';

const fieldsSchema = addressBodySchema.omit({ coordinates: true });
type FieldsInput = z.input<typeof fieldsSchema>;
type Fields = z.output<typeof fieldsSchema>;
const FIELDS = ['street', 'city', 'state', 'zipCode'] as const;

/** How long 'Address added successfully!' shows before the profile opens. */
const SUCCESS_PAUSE_MS = 1200;

/**
 * Add New Address: street, city, state and ZIP code, and the pin on the map. Saved:
 * 'Address added successfully!' then /profile. Failed: the server's message or 'Failed to add address'.
 */
export function AddAddressForm() {
  const navigate = useNavigate();
  const add = useAddAddress();
  /** Null until the customer (or the device) places the pin; the map's starting point is not an address. */
  const [pin, setPin] = useState<LatLng | null>(null);
  const [pinProblem, setPinProblem] = useState(false);
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<FieldsInput, unknown, Fields>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { street: '', city: '', state: '', zipCode: '' },
  });

  const saved = notice?.tone === 'success';
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(paths.profile.href()), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const showFormWithoutMap = useCallback(() => setMapUnavailable(true), []);
  const placePin = (position: LatLng) => {
    setPin(position);
    setPinProblem(false);
  };

  const onValid = async (fields: Fields) => {
    setNotice(null);
    // Without a map the pin cannot be placed: the address is saved at 0,0, as with no location at all.
    if (!pin && !mapUnavailable) {
      setPinProblem(true);
      return;
    }
    try {
      await add.mutateAsync({ ...fields, coordinates: pin ?? { lat: 0, lng: 0 } });
      setNotice({ tone: 'success', text: ADDRESS_ADDED_MESSAGE });
    } catch (error) {
      applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      setNotice({
        tone: 'error',
        text: error instanceof ApiError && error.message ? error.message : 'Failed to add address',
      });
    }
  };

  const busy = add.isPending || saved;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Add New Address"
      className="flex flex-col gap-6"
    >
      {notice && (
        <Banner tone={notice.tone} onDismiss={notice.tone === 'error' ? () => setNotice(null) : undefined}>
          {notice.text}
        </Banner>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <fieldset className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card sm:p-6">
          <legend className="sr-only">Address</legend>
          <StreetField
            required
            error={errors.street?.message}
            placeholder="123 Main Street"
            {...register('street')}
          />
          <CityField required error={errors.city?.message} {...register('city')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <StateField required error={errors.state?.message} {...register('state')} />
            <ZipCodeField
              required
              error={errors.zipCode?.message}
              placeholder="12345"
              {...register('zipCode')}
            />
          </div>
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-card bg-white p-5 shadow-card sm:p-6">
          <legend className="float-left mb-3 font-semibold text-stone-900">Location on the map</legend>
          <LocationPicker
            value={pin}
            onChange={placePin}
            problem={pinProblem ? PLACE_PIN_MESSAGE : undefined}
            onUnavailable={showFormWithoutMap}
          />
        </fieldset>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" busy={busy}>
          {add.isPending ? 'Saving...' : 'Save Address'}
        </Button>
        <ButtonLink to={paths.profile.href()} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
