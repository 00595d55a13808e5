import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import type { ProgressListener } from '../../../shared/images/use-upload';
import { ArticleEditorToolbar } from './article-editor-toolbar';
import './blog.css';

interface ArticleEditorProps {
  /** The text to start from, as HTML with images at the API's address. */
  initial: string;
  onChange: (html: string) => void;
  /** Uploads an image for the text and answers its address; without it the text takes no images yet. */
  onUploadImage?: (file: File, onProgress: ProgressListener) => Promise<string>;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The article's rich text, right to left (each block's direction follows its own words, so a
 * Latin line reads left to right): headings, emphasis, lists, quotes, links and images uploaded
 * into the article. What it writes is sanitised again by the content service.
 */
export function ArticleEditor({
  initial,
  onChange,
  onUploadImage,
  invalid,
  describedBy,
}: ArticleEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
      }),
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
    ],
    content: initial,
    textDirection: 'auto',
    editorProps: {
      attributes: {
        class: 'article-editor__content',
        dir: 'rtl',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'متن مقاله',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <div className="article-editor">
      <ArticleEditorToolbar editor={editor} onUploadImage={onUploadImage} />
      <EditorContent editor={editor} />
    </div>
  );
}
