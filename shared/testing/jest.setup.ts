// An in-memory IndexedDB for the cart (Dexie), installed before any test module imports Dexie.
import 'fake-indexeddb/auto';
