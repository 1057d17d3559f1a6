// The validators of spec 5, shared by the web forms, the CLI's CSV checks and the server.
export * from './types';
export * from './nfc';
export * from './basic';
export * from './japanese';
export * from './formats';
export * from './dates';
export * from './credentials';
export * from './guessable-password';
export * from './mail-domains';
export * from './company-mail';
export * from './cp932';
export * from './field-errors';
export * from './member-form';
