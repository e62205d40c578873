import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../constants/stores'
import { storeByCode, storeFromPath, storePath } from './store-from-path'

describe('storeFromPath', () => {
  it('uses the default store when the first segment is not a store code', () => {
    expect(storeFromPath('/ink-cartridges.html')).toEqual({ store: DEFAULT_STORE, path: '/ink-cartridges.html' })
    expect(storeFromPath('/')).toEqual({ store: DEFAULT_STORE, path: '/' })
  })

  it('selects the German store and strips its prefix', () => {
    expect(storeFromPath('/de/toner.html')).toEqual({ store: GERMAN_STORE, path: '/toner.html' })
    expect(storeFromPath('/de')).toEqual({ store: GERMAN_STORE, path: '/' })
    expect(storeFromPath('/de/')).toEqual({ store: GERMAN_STORE, path: '/' })
  })

  it('does not treat built-in property names as store codes', () => {
    for (const segment of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(storeFromPath(`/${segment}/x`)).toEqual({ store: DEFAULT_STORE, path: `/${segment}/x` })
    }
  })

  it('does not treat a segment that merely starts with a store code as one', () => {
    expect(storeFromPath('/dell/x').store).toBe(DEFAULT_STORE)
    expect(storeFromPath('/default/x').store).toBe(DEFAULT_STORE)
  })
})

describe('storePath', () => {
  it('leaves default-store paths alone and prefixes German ones', () => {
    expect(storePath(DEFAULT_STORE, '/cart')).toBe('/cart')
    expect(storePath(GERMAN_STORE, '/cart')).toBe('/de/cart')
    expect(storePath(GERMAN_STORE, '/')).toBe('/de/')
  })

  it('round-trips with storeFromPath', () => {
    for (const path of ['/', '/search', '/ink/hp.html']) {
      expect(storeFromPath(storePath(GERMAN_STORE, path))).toEqual({ store: GERMAN_STORE, path })
    }
  })
})

describe('storeByCode', () => {
  it('finds a store view by its Magento code, and the default store for any other', () => {
    expect(storeByCode('de')).toBe(GERMAN_STORE)
    expect(storeByCode('default')).toBe(DEFAULT_STORE)
    expect(storeByCode('fr')).toBe(DEFAULT_STORE)
    expect(storeByCode('constructor')).toBe(DEFAULT_STORE)
  })
})
