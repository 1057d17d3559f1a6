// Bulk CSV uploads in core: the six kinds, their validation, and the decoding of uploaded files.
export * from './kind';
export * from './kinds';
export * from './decode';
export * from './kana';
export * from './record-reader';
export * from './validate';
