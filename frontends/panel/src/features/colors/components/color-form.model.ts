import type { Color, CreateColorBody } from '@ela/contracts';
import {
  lengthProblem,
  normalizeHex,
  problems,
  RULE_MESSAGES,
  type FieldErrors,
} from '../../../shared/forms/rules';

export interface ColorFormValues {
  name: string;
  hex: string;
}

export const EMPTY_COLOR: ColorFormValues = { name: '', hex: '#719c95' };

export function colorValues(color: Color): ColorFormValues {
  return { name: color.name, hex: color.hex };
}

export function validateColor(values: ColorFormValues): FieldErrors {
  return problems({
    name: lengthProblem(values.name, 1, 60),
    hex: normalizeHex(values.hex) ? null : RULE_MESSAGES.hex,
  });
}

export function colorBody(values: ColorFormValues): CreateColorBody {
  return { name: values.name.trim(), hex: normalizeHex(values.hex) ?? values.hex };
}
