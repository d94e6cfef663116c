import FoodlyCore
import Testing

@Suite("Counts with their nouns")
struct CountedTextTests {
    @Test func oneIsSingularAndEveryOtherCountPlural() {
        #expect(Text.counted(1, "review") == "1 review")
        #expect(Text.counted(0, "review") == "0 reviews")
        #expect(Text.counted(2, "point") == "2 points")
        #expect(Text.counted(1_200, "dish", plural: "dishes") == "1,200 dishes")
    }
}
