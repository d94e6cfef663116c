// The values the domain shares with the wire (addresses, price breakdowns, meal totals, minute ranges) are
// defined once in FoodlyShared; whoever imports FoodlyCore sees them too.
@_exported import FoodlyShared
