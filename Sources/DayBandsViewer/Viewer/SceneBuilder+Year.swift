import DayBandsChart
/// The year view in the viewer: `YearScene`'s layers over the model's
/// months, the status line's year hints, the help.
extension SceneBuilder {
    func yearScene(for model: ViewerModel) -> Scene {
        let state = model.state
        var scene = Scene(size: state.size)
        let size = state.size
        guard let cursor = state.yearCursor, let year = model.year,
              let layers = yearView.layers(of: year, size: size, cursor: cursor, unit: state.unit, style: settings.style)
        else {
            var message = CellGrid(size: Size(columns: size.columns, rows: 1))
            let words = model.yearFailure.map { "the year view could not read the data's days: \($0)" }
                ?? "the year view could not read the data's days"
            message.write(StatusLine.wholeWords(words, width: size.columns), x: 0, y: 0, fg: .pin)
            scene.layers[.message] = Layer(origin: Point(x: 0, y: 0), grid: message, revision: 0)
            return scene
        }
        scene.layers = layers
        var status = CellGrid(size: Size(columns: size.columns, rows: 1), filling: Cell(" ", fg: .muted))
        let failure = year.failure.map { "? months could not be read: \($0)" }
        if let notice = state.noticeForms.isEmpty ? failure.map({ [$0] }) : state.noticeForms {
            status.write(StatusLine.noticeText(notice, width: size.columns), x: 0, y: 0, fg: .pin, bold: true)
        } else {
            status.write(StatusLine.hints(room: size.columns, glyphs: settings.style.glyphs, from: KeyBindings.yearHints), x: 0, y: 0, fg: .muted)
        }
        scene.layers[.status] = Layer(origin: Point(x: 0, y: size.rows - 1), grid: status, revision: 0)
        if state.helpVisible {
            scene.layers[.help] = HelpOverlay.layer(screen: state.size, settings: settings, top: state.helpTop)
        }
        return scene
    }
}
