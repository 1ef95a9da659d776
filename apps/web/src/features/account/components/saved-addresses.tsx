import { addressCityLine, type Address } from '@flame/shared';
import { MapPin, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../../../api/addresses';
import { ProfileCard } from './profile-card';

/**
 * 'Saved Addresses': each address with its 'Default' badge; another can be made the default
 * or deleted (after a confirmation). Empty: 'No saved addresses'. 'Add New' goes to /add/address.
 */
export function SavedAddresses() {
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const busy = setDefault.isPending || remove.isPending;

  const run = (action: Promise<unknown>, fallback: string) => {
    setActionError(null);
    action.catch((error: unknown) => setActionError(errorMessage(error, fallback)));
  };

  let body;
  if (addresses.isPending) {
    body = (
      <div className="min-h-24">
        <Skeleton label="Loading addresses...">
          <div className="flex flex-col gap-3">
            <div className={`${skeletonBlockClass} h-20`} />
            <div className={`${skeletonBlockClass} h-20`} />
          </div>
        </Skeleton>
      </div>
    );
  } else if (addresses.isError) {
    body = (
      <Banner tone="error" title="Failed to load addresses">
        <p>{errorMessage(addresses.error)}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void addresses.refetch()}>
          Try Again
        </Button>
      </Banner>
    );
  } else if (addresses.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-stone-300 px-4 py-8 text-center">
        <MapPin aria-hidden="true" className="size-8 text-stone-400" />
        <p className="font-semibold text-stone-800">No saved addresses</p>
        {/* Checkout (pickup only) asks for no address: they are added here, with 'Add New', only. */}
        <p className="text-sm text-stone-600">
          Use &lsquo;Add New&rsquo; to keep an address on your account.
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {addresses.data.map((address) => (
          <li
            key={address._id}
            className={`flex flex-wrap items-start justify-between gap-3 rounded-card border p-4 ${address.isDefault ? 'border-brand-200 bg-brand-50/40' : 'border-stone-200'}`}
          >
            <div className="flex min-w-0 gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-stone-900">
                  {address.street}
                  {address.isDefault && (
                    <Badge tone="brand" className="ml-2 align-middle">
                      Default
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-stone-600">{addressCityLine(address)}</p>
              </div>
            </div>
            <div className="flex gap-2">
              {!address.isDefault && (
                <Button
                  size="sm"
                  variant="ghost"
                  busy={busy}
                  aria-label={`Set as default: ${address.street}`}
                  onClick={() => run(setDefault.mutateAsync(address._id), 'Failed to update address')}
                >
                  <Star aria-hidden="true" className="size-4" />
                  Set as default
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                busy={busy}
                aria-label={`Delete: ${address.street}`}
                onClick={() => setConfirming(address)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ProfileCard
      id="saved-addresses"
      title="Saved Addresses"
      icon={MapPin}
      action={
        <ButtonLink to={paths.addAddress.href()} size="sm">
          <Plus aria-hidden="true" className="size-4" />
          Add New
        </ButtonLink>
      }
    >
      {actionError && (
        <Banner tone="error" className="mb-4" onDismiss={() => setActionError(null)}>
          {actionError}
        </Banner>
      )}
      {body}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete this address?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                if (confirming) run(remove.mutateAsync(confirming._id), 'Failed to delete address');
                setConfirming(null);
              }}
            >
              Delete Address
            </Button>
          </>
        }
      >
        {confirming && (
          <p className="text-stone-700">
            {confirming.street}, {addressCityLine(confirming)} will be removed from your saved addresses.
          </p>
        )}
      </Modal>
    </ProfileCard>
  );
}
