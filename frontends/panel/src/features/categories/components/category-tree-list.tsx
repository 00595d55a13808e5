import { Link } from 'react-router';
import type { CategoryNode } from '@ela/contracts';
import { formatNumber } from '@ela/web-kit';
import { mediaUrl } from '../../../shared/api/media-url';
import { DeleteButton } from '../../../shared/components/delete-button';

interface CategoryTreeListProps {
  nodes: CategoryNode[];
  onDelete: (category: CategoryNode) => void;
  depth?: number;
}

/** The category tree as nested lists, each category with its order, poster and actions. */
export function CategoryTreeList({ nodes, onDelete, depth = 0 }: CategoryTreeListProps) {
  return (
    <ul className={depth === 0 ? 'panel-category-tree' : 'panel-category-tree__children'}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div className="panel-category-row" data-testid="category-row">
            {node.posters.desktop ? (
              <img
                className="panel-thumb"
                src={mediaUrl(node.posters.desktop.urls.thumb)}
                alt=""
                loading="lazy"
              />
            ) : (
              <span className="panel-thumb" aria-hidden="true" />
            )}
            <div className="panel-category-row__text">
              <strong>{node.name}</strong>
              <span className="panel-muted">
                ترتیب {formatNumber(node.order)}
                {node.children.length > 0 && ` · ${formatNumber(node.children.length)} زیرشاخه`}
              </span>
            </div>
            <div className="panel-actions">
              <Link
                className="panel-button panel-button--ghost panel-button--small"
                to={`/panel/categories/${node.id}`}
              >
                ویرایش
              </Link>
              <Link
                className="panel-button panel-button--ghost panel-button--small"
                to={`/panel/categories/define?parentId=${node.id}`}
                aria-label={`افزودن زیرشاخه به ${node.name}`}
              >
                + زیرشاخه
              </Link>
              <DeleteButton name={node.name} onClick={() => onDelete(node)} />
            </div>
          </div>
          {node.children.length > 0 && (
            <CategoryTreeList nodes={node.children} onDelete={onDelete} depth={depth + 1} />
          )}
        </li>
      ))}
    </ul>
  );
}
