import DayBandsChart
import DayBandsRecords
import Foundation

/// The forecast on the live window's picture, as the screen's
/// `ForecastMarks`: ahead of the newest reading, AR2's cone a light shade,
/// each line dotted in the forecast's own ink (the followed one thicker, over
/// the others), never in a range's colour that could read as readings.
extension DayPicture {
    /// The forecast line's dash: dots, where a reading's line is whole.
    static let forecastDash: [Double] = [1.5, 3]

    func forecast(_ forecast: GlucoseForecast) -> VectorGroup {
        let plot = frame.plot
        let color = inks.color(.forecast)
        // Values under the floor or over the ceiling are drawn at the plot's edge, as readings are.
        func point(_ time: Date, _ mgdl: Double) -> VectorPoint {
            VectorPoint(x: frame.x(time), y: min(plot.bottom, max(plot.y, frame.y(mgdl))))
        }
        var group = VectorGroup(kind: "forecast", clip: VectorClip(x: plot.x, y: plot.y, width: plot.width, height: plot.height))
        if !forecast.cone.isEmpty {
            let highs = [point(forecast.start.time, forecast.start.mgdl)] + forecast.cone.map { point($0.time, $0.high) }
            let lows = forecast.cone.reversed().map { point($0.time, $0.low) }
            group.add(.path(.polyline(highs + lows, closed: true), VectorStyle(fill: color, fillOpacity: 0.18)))
        }
        let width = max(1.5, frame.font * 0.16)
        for (index, line) in forecast.lines.enumerated().reversed() {
            let points = [point(forecast.start.time, forecast.start.mgdl)] + line.points.map { point($0.time, $0.mgdl) }
            group.add(.group(VectorGroup(kind: index == 0 ? "forecast-line" : "forecast-other", items: [
                .path(.polyline(points), .stroked(color, width: index == 0 ? width : width * 0.6, dash: Self.forecastDash)),
            ])))
        }
        return group
    }
}
