import toast from 'react-hot-toast';

// Runs before each unit file. The files of a worker share their modules and globals, so what one file
// left in a module-level store is cleared here, as if the file ran alone:
// - IndexedDB exists only in a file that asks for an empty one of its own (client/helpers/indexed-db.ts);
// - the toasts another file raised (react-hot-toast keeps them in its module) are gone.
Reflect.deleteProperty(globalThis, 'indexedDB');
toast.remove();
