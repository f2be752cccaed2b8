// What a call throws (null when it returns): for loaders, which throw the router's not-found and
// redirect values rather than errors `expect(...).rejects` would describe well.
export async function thrownBy(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return null;
}
