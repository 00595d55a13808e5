import { useId, useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { toast } from '@ela/web-kit';
import { ImageFileButton } from '../../../shared/components/image-file-button';
import { UploadProgress } from '../../../shared/components/upload-progress';
import { useUpload, type ProgressListener } from '../../../shared/images/use-upload';
import './blog.css';

/** Uploads an image for the text and answers its address. */
type UploadImage = (file: File, onProgress: ProgressListener) => Promise<string>;

/** The editor's buttons: blocks, emphasis, lists, quote, link, undo and redo, and image upload. */
export function ArticleEditorToolbar({
  editor,
  onUploadImage,
}: {
  editor: Editor;
  onUploadImage?: UploadImage;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div className="article-editor__toolbar" role="toolbar" aria-label="قالب‌بندی متن">
      <Tool label="تیتر H2" pressed={active.h2} onClick={() => run().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool label="زیرتیتر H3" pressed={active.h3} onClick={() => run().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool label="درشت" pressed={active.bold} onClick={() => run().toggleBold().run()}>
        <strong>ب</strong>
      </Tool>
      <Tool label="کج" pressed={active.italic} onClick={() => run().toggleItalic().run()}>
        <em>ک</em>
      </Tool>
      <Tool label="زیرخط" pressed={active.underline} onClick={() => run().toggleUnderline().run()}>
        <u>ز</u>
      </Tool>
      <Tool label="خط‌خورده" pressed={active.strike} onClick={() => run().toggleStrike().run()}>
        <s>خ</s>
      </Tool>
      <Tool label="فهرست نقطه‌ای" pressed={active.bullets} onClick={() => run().toggleBulletList().run()}>
        •
      </Tool>
      <Tool
        label="۱. فهرست شماره‌دار"
        pressed={active.numbers}
        onClick={() => run().toggleOrderedList().run()}
      >
        ۱.
      </Tool>
      <Tool label="نقل قول" pressed={active.quote} onClick={() => run().toggleBlockquote().run()}>
        «»
      </Tool>
      <LinkTool editor={editor} active={active.link} />
      <Tool label="برگرداندن" onClick={() => run().undo().run()}>
        ↶
      </Tool>
      <Tool label="انجام دوباره" onClick={() => run().redo().run()}>
        ↷
      </Tool>
      {onUploadImage ? (
        <ImageTool editor={editor} upload={onUploadImage} />
      ) : (
        <span className="panel-muted article-editor__hint">
          برای افزودن تصویر به متن، اول پیش‌نویس را ذخیره کنید.
        </span>
      )}
    </div>
  );
}

function Tool({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="article-editor__tool"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A link on the selected words: web, mail or phone addresses (the service drops any other). */
function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [href, setHref] = useState<string | null>(null);
  const id = useId();
  if (active)
    return (
      <Tool label="برداشتن پیوند" pressed onClick={() => editor.chain().focus().unsetLink().run()}>
        پیوند ✕
      </Tool>
    );
  if (href === null)
    return (
      <Tool label="افزودن پیوند" onClick={() => setHref('https://')}>
        پیوند
      </Tool>
    );
  const apply = () => {
    const url = href.trim();
    if (/^(https?:\/\/|mailto:|tel:|\/)/i.test(url))
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    else toast.error('نشانی پیوند باید با https:// یا mailto: یا tel: شروع شود');
    setHref(null);
  };
  return (
    <span className="article-editor__link">
      <label htmlFor={id} className="panel-visually-hidden">
        نشانی پیوند
      </label>
      <input
        id={id}
        className="panel-input panel-input--ltr"
        value={href}
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') setHref(null);
        }}
      />
      <button type="button" className="panel-button panel-button--small" onClick={apply}>
        ثبت پیوند
      </button>
    </span>
  );
}

/**
 * Uploads a picture, asks what it shows (its `alt`, read by screen readers and search engines),
 * then puts it where the cursor was. An empty description marks it as decoration.
 */
function ImageTool({ editor, upload }: { editor: Editor; upload: UploadImage }) {
  const progress = useUpload();
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const id = useId();
  const choose = async (file: File) => {
    const src = await progress.run((onProgress) => upload(file, onProgress));
    if (src) {
      setAlt('');
      setUploaded(src);
    }
  };
  const insert = () => {
    if (uploaded) editor.chain().focus().setImage({ src: uploaded, alt: alt.trim() }).run();
    setUploaded(null);
  };
  if (uploaded)
    return (
      <span className="article-editor__image">
        <label htmlFor={id}>توضیح تصویر</label>
        <input
          id={id}
          className="panel-input"
          value={alt}
          autoFocus
          placeholder="مثلاً: پارچهٔ کتان گل‌دار آبی"
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              insert();
            }
          }}
        />
        <button type="button" className="panel-button panel-button--small" onClick={insert}>
          درج تصویر
        </button>
      </span>
    );
  return (
    <span className="article-editor__image">
      <ImageFileButton
        label="افزودن تصویر به متن"
        onFile={(file) => void choose(file)}
        disabled={progress.uploading}
      />
      {progress.progress !== null && (
        <UploadProgress share={progress.progress} label="در حال بارگذاری تصویر متن" />
      )}
    </span>
  );
}
