@testable import DayBandsRecords
@testable import DayBandsViewer

extension DayPages {
    /// An event as the run loop sends it (`send`: the model's update, its
    /// reads performed, their messages applied), on a model of the page
    /// `timeline` and `state`; the page turned to, or nil when it stayed.
    func apply(_ event: ViewerEvent, to state: inout ViewerState, on timeline: Timeline) -> Timeline? {
        var model = ViewerModel(page: timeline, state: state, plan: plan)
        send(.event(event), to: &model)
        state = model.state
        return model.pageRevision == 0 ? nil : model.page
    }
}

extension DayPages {
    /// A model of `page` and `state` on these pages, its strip's days on screen read (as the viewer opens).
    func model(_ page: Timeline, _ state: ViewerState) -> ViewerModel {
        var model = ViewerModel(page: page, state: state, plan: plan)
        settle(&model)
        return model
    }

    /// Every day's class read into the model's strip, as the strip reads the days it shows.
    func classAll(_ model: inout ViewerModel) {
        while let read = model.strip.read(for: 0..<model.strip.days.count) {
            _ = model.update(perform(.readStrip(read))!)
        }
    }
}
