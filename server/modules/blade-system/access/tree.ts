/** Nested trees (departments, roles) as the tree widgets read them: children, hasChildren, title/value/key. */
export type TreeNode<T> = T & { title: string; value: string; key: string; hasChildren: boolean; children: TreeNode<T>[] };

export function nest<T extends { id: string; parentId: string }>(rows: readonly T[], title: (row: T) => string): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const r of rows) nodes.set(r.id, { ...r, title: title(r), value: r.id, key: r.id, hasChildren: false, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent && parent !== n) {
      parent.children.push(n);
      parent.hasChildren = true;
    } else roots.push(n);
  }
  return roots;
}
