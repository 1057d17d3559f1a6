// The Reflect metadata functions the web build gives inversify instead of the reflect-metadata package: the same
// answers, and inversify's decorators and container work on them alone.
import { Container, inject, injectable, optional } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetadataApi, installMetadataApi, type MetadataApi } from './reflect-metadata';

const reflect = Reflect as unknown as MetadataApi;
const original: MetadataApi = { defineMetadata: reflect.defineMetadata, getOwnMetadata: reflect.getOwnMetadata, getMetadata: reflect.getMetadata };

afterEach(() => Object.assign(Reflect, original));

describe('createMetadataApi', () => {
  it('keeps metadata per target and property key, own and inherited as reflect-metadata does', () => {
    const api = createMetadataApi();
    class Base {}
    class Derived extends Base {}
    api.defineMetadata('key', 'base', Base);
    api.defineMetadata('key', 'method', Base.prototype, 'run');
    expect(api.getOwnMetadata('key', Base)).toBe('base');
    expect(api.getOwnMetadata('key', Derived)).toBeUndefined();
    expect(api.getMetadata('key', Derived)).toBe('base');
    expect(api.getMetadata('key', Base.prototype, 'run')).toBe('method');
    expect(api.getMetadata('key', Derived.prototype, 'run')).toBe('method');
    expect(api.getMetadata('key', Base.prototype)).toBeUndefined();
    api.defineMetadata('key', 'derived', Derived);
    expect(api.getMetadata('key', Derived)).toBe('derived');
    expect(api.getMetadata('other', Derived)).toBeUndefined();
    // A value stored as undefined is still found (the chain stops at the target that has the key).
    api.defineMetadata('empty', undefined, Derived);
    api.defineMetadata('empty', 'base', Base);
    expect(api.getMetadata('empty', Derived)).toBeUndefined();
  });

  it('replaces nothing where the API exists', () => {
    const target = { defineMetadata: () => undefined };
    const before = target.defineMetadata;
    installMetadataApi(target);
    expect(target.defineMetadata).toBe(before);
    expect('getMetadata' in target).toBe(false);
    const bare = {};
    installMetadataApi(bare);
    expect(typeof (bare as MetadataApi).getOwnMetadata).toBe('function');
  });

  it("carries inversify's decorators and container (classes defined and resolved with only these functions)", () => {
    Object.assign(Reflect, createMetadataApi());
    const Clock = Symbol('Clock');
    const Missing = Symbol('Missing');
    @injectable()
    class Base {
      constructor(@inject(Clock) readonly clock: { now(): number }) {}
    }
    @injectable()
    class Service extends Base {
      constructor(@inject(Clock) clock: { now(): number }, @inject(Missing) @optional() readonly missing?: unknown) {
        super(clock);
      }
    }
    const container = new Container();
    container.bind(Clock).toConstantValue({ now: () => 42 });
    container.bind(Service).toSelf().inSingletonScope();
    const service = container.get(Service);
    expect(service.clock.now()).toBe(42);
    expect(service.missing).toBeUndefined();
    expect(container.get(Service)).toBe(service);
  });
});
