// The wire types are built from the values FoodlyShared defines once; whoever imports FoodlyAPI sees them too.
@_exported import FoodlyShared
