// Browser tests start the whole stack; the default five seconds is far too short.
jest.setTimeout(120_000);
