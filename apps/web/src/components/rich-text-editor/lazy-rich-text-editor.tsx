import Skeleton from 'antd/es/skeleton'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import type { RichTextEditorProps } from '@/components/rich-text-editor/rich-text-editor'

const RichTextEditor = lazyWithRetry(() =>
  import('@/components/rich-text-editor/rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
)

/** The shared rich-text editor, loaded only when the compose form shows it (TipTap is in no first load). */
export const LazyRichTextEditor = (props: RichTextEditorProps) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
    <RichTextEditor {...props} />
  </Suspense>
)
