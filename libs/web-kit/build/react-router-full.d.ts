// `react-router-full` is an rspack alias for react-router's own entry (see rspack-preset.ts).
declare module 'react-router-full' {
  export * from 'react-router';
}
