import DayBandsChart
/// The patterns view in the viewer: `PatternsScene`'s layers over the
/// model's patterns of the page, the status line's hints, the help.
extension SceneBuilder {
    func patternsScene(for model: ViewerModel) -> Scene {
        let state = model.state
        let size = state.size
        var scene = Scene(size: size)
        guard let cell = state.patternCell, let read = model.patterns, case .success(let patterns) = read.found else {
            var message = CellGrid(size: Size(columns: size.columns, rows: 1))
            let failure = model.patterns.flatMap { if case .failure(let error) = $0.found { error.problem } else { nil } }
            let words = "the patterns view could not read the page's days" + (failure.map { ": \($0)" } ?? "")
            message.write(StatusLine.wholeWords(words, width: size.columns), x: 0, y: 0, fg: .pin)
            scene.layers[.message] = Layer(origin: Point(x: 0, y: 0), grid: message, revision: 0)
            return scene
        }
        guard let layers = patternsView.layers(of: patterns, cell: cell, size: size, unit: state.unit, calendar: timeline.calendar,
                                               style: settings.style) else {
            scene.layers[.message] = Self.tooSmall(size)
            return scene
        }
        scene.layers = layers
        var status = CellGrid(size: Size(columns: size.columns, rows: 1), filling: Cell(" ", fg: .muted))
        if !state.noticeForms.isEmpty {
            status.write(StatusLine.noticeText(state.noticeForms, width: size.columns), x: 0, y: 0, fg: .pin, bold: true)
        } else {
            status.write(StatusLine.hints(room: size.columns, glyphs: settings.style.glyphs, from: KeyBindings.patternsHints),
                         x: 0, y: 0, fg: .muted)
        }
        scene.layers[.status] = Layer(origin: Point(x: 0, y: size.rows - 1), grid: status, revision: 0)
        if state.helpVisible {
            scene.layers[.help] = HelpOverlay.layer(screen: size, settings: settings, top: state.helpTop)
        }
        return scene
    }
}
