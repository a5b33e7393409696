/** The memory extraction after a reply (lib/ai/memory-extract), as the fake provider logged it. */
export { isMemoryExtraction } from '../../support/fake-provider/reply';
