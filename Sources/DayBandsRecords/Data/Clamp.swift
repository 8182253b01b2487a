/// `value` held within `low...high` (cursor steps, rows and columns).
package func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { min(max(value, low), high) }
