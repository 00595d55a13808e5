// The catalog's admin actions live in the stack library, so tests and benchmarks share them.
export { makeCategory, makeInventory, makeProduct, tag } from '@ela/stack';
