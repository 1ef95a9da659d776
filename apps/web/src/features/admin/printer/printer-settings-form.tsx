import {
  PRINTER_AUTO_PRINT,
  PRINTER_AUTO_PRINT_LABELS,
  PRINTER_TEXTS,
  printerSettingsSchema,
  type PrinterStatus,
} from '@flame/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';
import { WholeNumberField } from '../../../components/ui/input-field-presets';
import { errorMessage } from '../../../lib/api-client';
import { useSavePrinter } from '../../../api/printer';

type FieldErrors = Partial<Record<'host' | 'port', string>>;

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
  const [host, setHost] = useState(status.host ?? '');
  const [port, setPort] = useState(String(status.port));
  const [paperWidth, setPaperWidth] = useState<number>(status.paperWidth);
  const [autoPrint, setAutoPrint] = useState<string>(status.autoPrint);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSavePrinter(restaurantId);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = printerSettingsSchema.safeParse({
          host,
          port: port === '' ? undefined : Number(port),
          paperWidth,
          autoPrint,
        });
        if (!parsed.success) {
          const found: FieldErrors = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path[0];
            if ((field === 'host' || field === 'port') && !found[field]) found[field] = issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        save.mutate(parsed.data, {
          onSuccess: () => toast.success(PRINTER_TEXTS.saved),
          onError: (error) => toast.error(errorMessage(error, 'Failed to save the printer')),
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <InputField
          label="Printer address"
          required
          placeholder="192.168.1.50"
          autoComplete="off"
          spellCheck={false}
          value={host}
          onChange={(event) => setHost(event.target.value)}
          error={errors.host}
          hint="The printer's IP address or host name on the restaurant's network."
        />
        <WholeNumberField
          label="Port"
          min={1}
          max={65535}
          value={port}
          onChange={(event) => setPort(event.target.value)}
          error={errors.port}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Paper width"
          value={paperWidth}
          onChange={(event) => setPaperWidth(Number(event.target.value))}
        >
          <option value={80}>80 mm</option>
          <option value={58}>58 mm</option>
        </SelectField>
        <SelectField
          label="Auto print"
          value={autoPrint}
          onChange={(event) => setAutoPrint(event.target.value)}
        >
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
