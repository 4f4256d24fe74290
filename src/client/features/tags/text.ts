/**
 * The tag set screens.
 */
export const tagsText = {
  tags: 'Теги',
  author: 'Автор',
  deleteLabel: (name: string) => `Видалити набір тегів ${name}`,
  deleteTitle: 'Видалити набір тегів?',
  deleteText: (name: string) => `Набір тегів «${name}» буде видалено для всієї команди.`,
  pages: {
    tags: 'Теги',
    tagCreate: 'Створити тег',
    tagDetail: (id: number | string, name?: string) => (name ? `Набір тегів «${name}»` : `Набір тегів #${id}`),
  },
} as const;
