export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { FieldError, describedBy } from './FieldMessage';
export { FormAlert, FormStatus } from './FormAlert';
export { PasswordChecklist } from './PasswordChecklist';
export { SelectField, type SelectFieldProps } from './SelectField';
export { TextField, type TextFieldProps } from './TextField';
export { default as formStyles } from './Form.module.css';
