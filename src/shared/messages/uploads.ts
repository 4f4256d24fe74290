/**
 * Uploaded files: content checks, resumable (tus) uploads and their commit, idempotency keys and
 * the media disk.
 */
export const uploadMessages = {
  fileMustBeImage: 'Файл повинен бути зображенням',
  fileMustBeVideo: 'Файл повинен бути відео',
  fileEmpty: 'Файл порожній',
  fileDamaged: 'Файл пошкоджений або не читається',
  fileTooLarge: 'Файл завеликий',
  tooManyFiles: 'Забагато файлів в одному запиті',
  unknownUploadField: 'Невідоме поле у формі завантаження',
  idempotencyInProgress: 'Запит з цим ключем ще виконується',
  idempotencyMismatch: 'Цей ключ ідемпотентності вже використано для іншого запиту',
  // The media disk: 507 when it is full, 503 when it cannot be written now.
  diskFull: 'На сервері закінчилося місце для файлів: файл не збережено. Повідомте адміністратора',
  diskReadOnly: 'Сховище файлів на сервері зараз недоступне для запису: файл не збережено. Спробуйте пізніше',
  uploadNotFound: 'Завантаження не знайдено',
  uploadExpired: 'Завантаження застаріло й видалене з сервера: файл буде надіслано знову',
  uploadIncomplete: 'Файл ще не завантажено повністю',
  uploadAlreadyUsed: 'Цей завантажений файл уже використано',
  uploadOffsetMismatch: 'Сервер має іншу частину файлу, ніж надіслано: продовжимо з його місця',
  uploadBadRequest: 'Некоректний запит завантаження',
  uploadNameRequired: 'Вкажіть назву файлу завантаження',
  uploadKindRequired: 'Вкажіть, зображення це чи відео',
  uploadBusy: 'Цей файл зараз завантажується іншим запитом: спробуйте трохи пізніше',
  uploadConcatenationUnsupported: 'Сервер не склеює завантаження з частин: надсилайте файл одним завантаженням',
} as const;
