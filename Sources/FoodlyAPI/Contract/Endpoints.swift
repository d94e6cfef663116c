/// Every endpoint of the HTTP API, declared once. The server's routes, the SDK's requests and the OpenAPI check
/// all read these values; `all` lists them for walking the table.
public enum Endpoints {
    /// The whole table, by area.
    public static let all: [EndpointDescription] = [
        health.description, metrics.description, openAPI.description,
        register.description, login.description, logout.description, me.description, updateMe.description,
        requestPasswordReset.description, confirmPasswordReset.description, confirmEmail.description,
        resendEmailVerification.description,
        bodyProfile.description, saveBodyProfile.description, forgetBodyProfile.description,
        categories.description, restaurants.description, restaurant.description, dish.description, search.description,
        nutritionScore.description, nutritionTarget.description, importRestaurants.description,
        cart.description, clearCart.description, addToCart.description, setCartQuantity.description,
        removeFromCart.description, applyCoupon.description, removeCoupon.description, setCartAddress.description,
        setTip.description, placeOrder.description, orders.description, order.description, cancelOrder.description,
        orderEvents.description, reviewOrder.description,
        createCoupon.description, assignStaff.description, createCourier.description,
        kitchenOrders.description, kitchenAccept.description, kitchenReject.description,
        kitchenPreparing.description, kitchenReady.description, kitchenDish.description,
        courierDeliveries.description, courierPickup.description, courierDeliver.description,
        courierLocation.description, courierAvailability.description,
        diary.description, addDiaryEntry.description, removeDiaryEntry.description,
        restaurantFits.description, searchFits.description, cartSwaps.description, swapCartItem.description,
        exportDiary.description, weights.description, recordWeight.description, removeWeight.description,
        favourites.description, addFavouriteRestaurant.description, removeFavouriteRestaurant.description,
        addFavouriteDish.description, removeFavouriteDish.description, reorder.description, raiseTip.description,
        checkoutQuote.description, rescheduleOrder.description,
        applyRestaurant.description, restaurantApplications.description, merchantStaff.description,
        inviteStaff.description, changeStaffRole.description, removeStaff.description, acceptStaffInvite.description,
        searchAddresses.description, nearestAddress.description, savedAddresses.description,
        addSavedAddress.description, updateSavedAddress.description, removeSavedAddress.description,
        dishOptions.description, setDishOptions.description,
    ]
}
