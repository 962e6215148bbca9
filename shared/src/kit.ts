// @club/shared/kit: the UI kit's parts no start screen shows (tabs, accordion, the wheel picker, form
// fields). Its own federation singleton, loaded with the first page that renders one of them; the
// rest of the kit is in the root entry (ui/index.ts).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the CSS module typings, as in ui/index.ts
/// <reference path="./ui/css-modules.d.ts" />
export { Tabs, type TabsProps, type TabItem, type TabId } from './ui/Tabs';
export {
  Accordion,
  type AccordionProps,
  type AccordionItem,
  type AccordionId,
} from './ui/Accordion';
export { Picker, type PickerProps, type PickerValue } from './ui/Picker';
export {
  TextField,
  TextArea,
  Select,
  Checkbox,
  Toggle,
  FieldError,
  type TextFieldProps,
  type TextAreaProps,
  type SelectProps,
  type SelectOption,
  type CheckboxProps,
  type FieldErrorProps,
} from './ui/Fields';
