import type { SerializedListItemNode, SerializedListNode } from '@payloadcms/richtext-lexical'
import type { JSXConverters } from '@payloadcms/richtext-lexical/react'

/**
 * Lists as valid HTML: a numbered list is an `<ol>` (its `start` kept), a bullet or check list
 * a `<ul>`, whatever tag the editor state carries; an item has a `value` only in an `<ol>`
 * (Lexical's own converters write `<li value>` in every list, which the HTML standard forbids
 * inside a `<ul>`). A check list's item shows its (read-only) checkbox inside its label.
 */
export const listConverters: JSXConverters<SerializedListItemNode | SerializedListNode> = {
  list: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    if (node.listType === 'number') {
      return (
        <ol className="list-number" start={node.start && node.start !== 1 ? node.start : undefined}>
          {children}
        </ol>
      )
    }
    return <ul className={`list-${node.listType}`}>{children}</ul>
  },
  listitem: ({ node, nodesToJSX, parent }) => {
    const nested = node.children.some((child) => child.type === 'list')
    const children = nodesToJSX({ nodes: node.children })
    const numbered = 'listType' in parent && parent.listType === 'number'
    const checkList = 'listType' in parent && parent.listType === 'check'
    return (
      <li
        className={nested ? 'nestedListItem' : undefined}
        style={nested ? { listStyleType: 'none' } : undefined}
        value={numbered && !nested ? node.value : undefined}
      >
        {checkList && !nested ? (
          <label>
            <input type="checkbox" checked={Boolean(node.checked)} disabled readOnly /> {children}
          </label>
        ) : (
          children
        )}
      </li>
    )
  },
}
