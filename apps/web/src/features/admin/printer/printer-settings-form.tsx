import {
  PRINTER_AUTO_PRINT,
  PRINTER_AUTO_PRINT_LABELS,
  PRINTER_TEXTS,
  printerSettingsSchema,
  type PrinterSettings,
  type PrinterSettingsInput,
  type PrinterStatus,
} from '@flame/shared';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';
import { WholeNumberField } from '../../../components/ui/input-field-presets';
import { errorMessage } from '../../../lib/api-client';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSavePrinter } from '../../../api/printer';

/**
 * The printer's address (host and port), its roll width and when tickets print by themselves, checked with the
 * API's own rule before they are sent.
 */
export function PrinterSettingsForm({
  restaurantId,
  status,
}: {
  restaurantId: string;
  status: PrinterStatus;
}) {
  const save = useSavePrinter(restaurantId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<PrinterSettingsInput, unknown, PrinterSettings>({
    resolver: zodResolver(printerSettingsSchema),
    defaultValues: {
      host: status.host ?? '',
      port: status.port,
      paperWidth: status.paperWidth,
      autoPrint: status.autoPrint,
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((settings) =>
        save.mutate(settings, {
          onSuccess: () => toast.success(PRINTER_TEXTS.saved),
          onError: (error) => toast.error(errorMessage(error, 'Failed to save the printer')),
        }),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <InputField
          label="Printer address"
          required
          placeholder="192.168.1.50"
          autoComplete="off"
          spellCheck={false}
          error={errors.host?.message}
          hint="The printer's IP address or host name on the restaurant's network."
          {...register('host')}
        />
        <WholeNumberField
          label="Port"
          min={1}
          max={65535}
          error={errors.port?.message}
          {...register('port', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Paper width" {...register('paperWidth', { setValueAs: Number })}>
          <option value={80}>80 mm</option>
          <option value={58}>58 mm</option>
        </SelectField>
        <SelectField label="Auto print" {...register('autoPrint')}>
          {PRINTER_AUTO_PRINT.map((choice) => (
            <option key={choice} value={choice}>
              {PRINTER_AUTO_PRINT_LABELS[choice]}
            </option>
          ))}
        </SelectField>
      </div>
      <div>
        <Button type="submit" size="sm" busy={save.isPending}>
          Save printer
        </Button>
      </div>
    </form>
  );
}
