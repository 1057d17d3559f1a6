// The domain: entities, enumerations and constants shared by every layer.
export * from './roles';
export * from './permissions';
export * from './entities';
export * from './constants';
export * from '../users/domain';
export * from '../clerks/domain';
