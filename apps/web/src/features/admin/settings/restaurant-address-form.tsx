import { zodResolver } from '../../../lib/zod-resolver';
import {
  coordinateFromInput,
  restaurantAddressFormSchema,
  type RestaurantAddressForm as AddressValues,
  type Restaurant,
} from '@flame/shared';
import { Map as MapIcon, MapPinned } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import {
  CityField,
  StateField,
  StreetField,
  ZipCodeField,
} from '../../../components/ui/address-field-presets';
import { FormCard } from '../ui/form-card';
import { useRestaurantSectionForm } from '../ui/use-restaurant-section-form';
import { AddressMap, type LatLng } from './address-map';

const FIELDS = [
  'address.street',
  'address.city',
  'address.state',
  'address.zipCode',
  'address.country',
  'address.coordinates.lat',
  'address.coordinates.lng',
] as const;

/** Six decimals, the inputs' step. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** Non-numeric input becomes 0. */
const coordinateValue = (value: unknown) =>
  typeof value === 'number' ? value : coordinateFromInput(String(value));

/** The restaurant's address with latitude and longitude, and a map whose pin can be dragged or clicked. */
export function RestaurantAddressForm({ restaurant }: { restaurant: Restaurant }) {
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  const { form, saveSection, cardProps } = useRestaurantSectionForm<AddressValues>({
    restaurant,
    valuesOf: ({ address }) => ({ address }),
    fields: FIELDS,
    resolver: zodResolver(restaurantAddressFormSchema),
  });
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = form;
  const coordinates = useWatch({ control, name: 'address.coordinates' });
  const addressErrors = errors.address;

  const movePin = (position: LatLng) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('address.coordinates.lat', roundCoordinate(position.lat), options);
    setValue('address.coordinates.lng', roundCoordinate(position.lng), options);
  };

  return (
    <FormCard
      title="Address"
      description="Shown in the footer and on the contact page; the map pin marks where guests pick up."
      {...cardProps(({ address }) => saveSection({ address }))}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <StreetField
          required
          error={addressErrors?.street?.message}
          className="sm:col-span-2"
          {...register('address.street')}
        />
        <CityField required error={addressErrors?.city?.message} {...register('address.city')} />
        <StateField error={addressErrors?.state?.message} {...register('address.state')} />
        <ZipCodeField error={addressErrors?.zipCode?.message} {...register('address.zipCode')} />
        <InputField
          label="Country"
          required
          error={addressErrors?.country?.message}
          autoComplete="country-name"
          {...register('address.country')}
        />
        <InputField
          label="Latitude"
          error={addressErrors?.coordinates?.lat?.message}
          type="number"
          step="0.000001"
          min={-90}
          max={90}
          inputMode="decimal"
          {...register('address.coordinates.lat', { setValueAs: coordinateValue })}
        />
        <InputField
          label="Longitude"
          error={addressErrors?.coordinates?.lng?.message}
          type="number"
          step="0.000001"
          min={-180}
          max={180}
          inputMode="decimal"
          {...register('address.coordinates.lng', { setValueAs: coordinateValue })}
        />
      </div>
      <div className="mt-5 flex flex-col gap-4">
        <Button
          variant="secondary"
          className="self-start"
          aria-expanded={showMap}
          aria-controls={mapId}
          onClick={() => setShowMap((shown) => !shown)}
        >
          {showMap ? (
            <MapIcon aria-hidden="true" className="size-4" />
          ) : (
            <MapPinned aria-hidden="true" className="size-4" />
          )}
          {showMap ? 'Hide map' : 'Show map'}
        </Button>
        <div id={mapId} hidden={!showMap}>
          {showMap && <AddressMap position={coordinates} onMove={movePin} />}
        </div>
      </div>
    </FormCard>
  );
}
