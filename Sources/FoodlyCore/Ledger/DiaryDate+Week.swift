import FoodlyShared

extension DiaryDate {
    /// The week (Monday to Sunday) that holds this day: its Monday and its Sunday.
    public var week: (from: DiaryDate, to: DiaryDate) {
        let monday = adding(days: -((weekday + 6) % 7))
        return (monday, monday.adding(days: 6))
    }
}
