// The Reflect metadata API as inversify 8 uses it at run time, for the browser entry. inversify's decorators and
// container read and write class metadata through @inversifyjs/reflect-metadata-utils, which calls three global
// functions: Reflect.defineMetadata, Reflect.getOwnMetadata and Reflect.getMetadata (Reflect.decorate and
// Reflect.metadata only behind inversify's decorate() helper and emitDecoratorMetadata, neither of which we use).
// This is those three with the semantics of the reflect-metadata package (metadata per target and property key;
// getMetadata walks the prototype chain, so a subclass sees its base class's metadata), in a few hundred bytes
// instead of the package's 3 KB gzip on the sign-in page. Where the API already exists (node, the test setups
// import reflect-metadata itself) nothing is replaced.

type PropertyKey = string | symbol | undefined;

/** The part of the Reflect metadata API inversify calls. */
export interface MetadataApi {
  defineMetadata(metadataKey: unknown, metadataValue: unknown, target: object, propertyKey?: PropertyKey): void;
  getOwnMetadata(metadataKey: unknown, target: object, propertyKey?: PropertyKey): unknown;
  getMetadata(metadataKey: unknown, target: object, propertyKey?: PropertyKey): unknown;
}

export function createMetadataApi(): MetadataApi {
  const store = new WeakMap<object, Map<PropertyKey, Map<unknown, unknown>>>();

  const ownTable = (target: object, propertyKey: PropertyKey): Map<unknown, unknown> | undefined => store.get(target)?.get(propertyKey);

  return {
    defineMetadata(metadataKey, metadataValue, target, propertyKey) {
      let byProperty = store.get(target);
      if (!byProperty) store.set(target, (byProperty = new Map()));
      let table = byProperty.get(propertyKey);
      if (!table) byProperty.set(propertyKey, (table = new Map()));
      table.set(metadataKey, metadataValue);
    },
    getOwnMetadata(metadataKey, target, propertyKey) {
      return ownTable(target, propertyKey)?.get(metadataKey);
    },
    getMetadata(metadataKey, target, propertyKey) {
      for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current) as object | null) {
        const table = ownTable(current, propertyKey);
        if (table?.has(metadataKey)) return table.get(metadataKey);
      }
      return undefined;
    },
  };
}

/** Puts the API on `reflect` (the global Reflect) unless it already has one. */
export function installMetadataApi(reflect: object = Reflect): void {
  if (typeof (reflect as Partial<MetadataApi>).defineMetadata === 'function') return;
  Object.assign(reflect, createMetadataApi());
}

installMetadataApi();
