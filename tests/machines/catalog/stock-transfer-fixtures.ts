/** The two warehouses and two products the Add Stock Transfer tests move stock between (docs/screens.md#stock-transfers). */
export const MAIN = '00000000-0000-4000-8000-0000000000a1';
export const STORE = '00000000-0000-4000-8000-0000000000a2';
export const SHIRT = '00000000-0000-4000-8000-0000000000d1';
export const CAP = '00000000-0000-4000-8000-0000000000d2';
const option = (id: string, name: string) => ({ id, name, record: { _id: id, name } });
/** The form's warehouse choices. */
export const options = { warehouses: [option(MAIN, 'Main'), option(STORE, 'Mall Road Store')] };
