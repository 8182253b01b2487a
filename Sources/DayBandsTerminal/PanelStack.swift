import CNcurses
import DayBands

/// The scene's layers as ncurses panels, one window per layer kind, stacked in
/// `LayerKind` order. A layer's window is repainted only when its content
/// changes (the chart only when its revision does); a moved layer is moved with
/// `move_panel`, which lets ncurses repair the cells it uncovers from the
/// windows below; one `doupdate` per frame sends only what differs.
public final class PanelStack {
    private struct Slot {
        var window: UnsafeMutablePointer<WINDOW>
        var panel: UnsafeMutablePointer<PANEL>
        var layer: Layer
        var visible: Bool
    }

    private let pairs: ColorPairs
    private var slots: [LayerKind: Slot] = [:]
    private var screenSize: Size?

    public init(palette: Palette) {
        pairs = ColorPairs(palette: palette)
    }

    deinit { removeAll() }

    public func present(_ scene: Scene) {
        if scene.size != screenSize {
            removeAll()
            screenSize = scene.size
        }
        var restack = false
        for kind in LayerKind.allCases {
            guard let layer = scene.layers[kind] else {
                if let slot = slots[kind], slot.visible {
                    hide_panel(slot.panel)
                    slots[kind]!.visible = false
                }
                continue
            }
            if var slot = slots[kind], slot.layer.grid.size == layer.grid.size {
                if slot.layer.origin != layer.origin {
                    move_panel(slot.panel, Int32(layer.origin.y), Int32(layer.origin.x))
                }
                if slot.layer.revision != layer.revision || slot.layer.grid != layer.grid {
                    paint(layer.grid, into: slot.window)
                }
                if !slot.visible {
                    show_panel(slot.panel)
                    slot.visible = true
                    restack = true
                }
                slot.layer = layer
                slots[kind] = slot
            } else {
                if let old = slots.removeValue(forKey: kind) { remove(old) }
                guard let window = newwin(Int32(layer.grid.size.rows), Int32(layer.grid.size.columns),
                                          Int32(layer.origin.y), Int32(layer.origin.x)),
                      let panel = new_panel(window)
                else { continue }
                paint(layer.grid, into: window)
                slots[kind] = Slot(window: window, panel: panel, layer: layer, visible: true)
                restack = true
            }
        }
        if restack {
            for kind in LayerKind.allCases { if let slot = slots[kind], slot.visible { top_panel(slot.panel) } }
        }
        update_panels()
        doupdate()
    }

    private func paint(_ grid: CellGrid, into window: UnsafeMutablePointer<WINDOW>) {
        for y in 0..<grid.size.rows {
            for x in 0..<grid.size.columns {
                let cell = grid[x, y]!
                // A wide character's tail is drawn by the character itself.
                guard let symbol = grid.shown(x: x, y: y) else { continue }
                let style = pairs.style(of: cell)
                let scalar = symbol.unicodeScalars.first.map { wchar_t(bitPattern: $0.value) } ?? 32
                cn_put_cell(window, Int32(y), Int32(x), scalar, style.attributes, style.pair)
            }
        }
    }

    private func remove(_ slot: Slot) {
        del_panel(slot.panel)
        delwin(slot.window)
    }

    private func removeAll() {
        for slot in slots.values { remove(slot) }
        slots = [:]
    }
}
