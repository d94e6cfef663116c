/// One day's figures in a report.
public struct ReportDay: Sendable, Equatable {
    /// The day.
    public var date: DiaryDate
    /// Its orders' figures.
    public var figures: ReportFigures

    /// Creates a day.
    public init(date: DiaryDate, figures: ReportFigures) {
        self.date = date
        self.figures = figures
    }
}
