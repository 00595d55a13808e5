import { EmptyNotice, ErrorNotice } from '../../../catalog/components/state-views';
import { useResource } from '../../../hooks/use-resource';
import { getStory } from '../api/get-article';
import { ArticleSkeleton, ArticleView } from './article-view';

/** /ela-story: the shop's story, an article an admin writes and marks as the story in the panel. */
export function StoryPage() {
  const story = useResource('story', getStory);
  if (story.status === 'error')
    return <ErrorNotice onRetry={story.retry}>داستان اِلا دریافت نشد.</ErrorNotice>;
  if (story.status !== 'success') return <ArticleSkeleton />;
  if (!story.data) {
    return (
      <EmptyNotice title="داستان اِلا به‌زودی" action={{ to: '/blog', label: 'خواندن بلاگ' }}>
        داستان ما هنوز اینجا نوشته نشده است.
      </EmptyNotice>
    );
  }
  return <ArticleView article={story.data} related={false} />;
}
