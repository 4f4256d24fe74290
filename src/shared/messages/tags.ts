/**
 * Tag sets.
 */
export const tagMessages = {
  tagDeleted: 'Тег видалено',
  tagSetNotFound: 'Набір тегів не знайдено',
  notYourTagSet: 'Змінювати й видаляти набір тегів може лише його автор або адміністратор',
  tagCreated: 'Тег створено',
  tagUpdated: 'Тег змінено',
} as const;
