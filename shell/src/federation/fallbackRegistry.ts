// Runtime plugins are bundled into the entry chunk, before shared modules (react, @club/shared)
// are negotiated, so the fallback plugin must not import React code. The app registers the
// factory of its fallback module here at start (bootstrap), and the plugin calls it on failure.
export type FallbackModuleFactory = (id: string, error: unknown) => unknown;

let factory: FallbackModuleFactory | null = null;

export function setFallbackModuleFactory(make: FallbackModuleFactory | null): void {
  factory = make;
}

export const getFallbackModuleFactory = (): FallbackModuleFactory | null => factory;
