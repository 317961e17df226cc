/** Placeholder of a part its helper is building (removed when every part is built). */
export function notBuilt(part: string): never {
  throw new Error(`${part} is not built yet`);
}
