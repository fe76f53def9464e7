import Input from 'antd/es/input'
import { useState } from 'react'

export type KeywordSearchProps = {
  /** The accessible name of the box. */
  label: string
  placeholder: string
  /** The search button's text. */
  searchText: string
  /** Called with the trimmed keyword when the user searches (Enter or the button); empty clears the search. */
  onSearch: (keyword: string) => void
  /** What the box holds at first (a search the address keeps). */
  defaultValue?: string
}

/**
 * A list page's keyword search box: what is typed stays until searched, and at most 100 characters are taken.
 * @example <KeywordSearch label={t('keyword')} placeholder={t('keywordPlaceholder')} searchText={t('search')} onSearch={setKeyword} />
 */
export const KeywordSearch = ({
  label,
  placeholder,
  searchText,
  onSearch,
  defaultValue,
}: KeywordSearchProps) => {
  const [typed, setTyped] = useState(defaultValue ?? '')
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onSearch={(value) => onSearch(value.trim())}
      enterButton={searchText}
      allowClear
      maxLength={100}
      style={{ maxWidth: 360 }}
    />
  )
}
