/**
 * The document title of spec §2: page name, user name and system name.
 * @example formatDocumentTitle('首页', '管理员', 'CRM') // '首页 - 管理员 - CRM'
 */
export const formatDocumentTitle = (pageName: string, userName: string, systemName: string): string =>
  [pageName, userName, systemName].filter(Boolean).join(' - ')
