import { TextField } from '../../../components/ui/form';

/**
 * The desk's search box (events by name, attendees by name): a phone's keyboard shows "search" on
 * its enter key and offers no autofill. It goes last in its view, so it sits under the thumb.
 */
export function DeskSearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="off"
      enterKeyHint="search"
    />
  );
}
