import { TextField, type TextFieldProps } from './TextField';

/**
 * A required username (or username-or-email) input: no capitals, corrections or spelling
 * marks forced on it, and filled by password managers as the account name.
 */
export function UsernameField(props: TextFieldProps) {
  return (
    <TextField
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A required email input, with the email keyboard and no forced capitals or spelling marks. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** A required, revealable current-password input. */
export function CurrentPasswordField(props: TextFieldProps) {
  return <TextField type="password" autoComplete="current-password" revealable required {...props} />;
}
