import FoodlyAPI
import FoodlyApp
import FoodlyCore
import FoodlyHTTP
import FoodlyShared
import Foundation

/// The operator's courier calls: the roster, a day's courier cover hour by hour, and a courier's vehicle, phone and
/// active state (onboarding stays `POST /api/v1/admin/couriers`, in `LifecycleRoutes`). The route group answers
/// 401/403 before these run.
struct CourierConsoleRoutes {
    let couriers: CourierService

    func register(in api: inout APIRouter) {
        let couriers = self.couriers
        api.handle(Endpoints.consoleCouriers) { call in
            let zone = call.query["timeZone"] == nil ? CourierConsoleRoutes.cityZone : try call.query.timeZone()
            return ConsoleCouriersBody(
                couriers: try couriers.roster(in: zone, by: call.caller.account).map(ConsoleCourierBody.init))
        }
        api.handle(Endpoints.courierHours) { call in
            let zone = call.query["timeZone"] == nil ? CourierConsoleRoutes.cityZone : try call.query.timeZone()
            let day = try couriers.dutyDay(call.query["date"] ?? "", in: zone, by: call.caller.account)
            return DutyDayBody(
                date: day.date.text, timeZone: zone.identifier,
                hours: day.hours.map {
                    DutyHourBody(
                        start: $0.start, orders: $0.orders, onDuty: $0.onDuty, dutyMinutes: $0.dutyMinutes,
                        scheduled: $0.scheduled)
                })
        }
        api.handle(Endpoints.updateCourier) { call in
            let courier = try couriers.update(
                ID(call.path.id), vehicle: call.body.vehicle, phone: call.body.phone, active: call.body.active,
                by: call.caller.account)
            guard
                let overview = try couriers.roster(
                    in: CourierConsoleRoutes.cityZone, only: courier.id, by: call.caller.account
                ).first
            else { throw OrderingError.courierNotFound }
            return ConsoleCourierBody(overview)
        }
    }

    /// The zone whose midnight starts "today" when none is asked for: the demo city's.
    static let cityZone = TimeZone(identifier: Neighbourhood.timeZone) ?? .gmt
}

extension ConsoleCourierBody {
    /// The console's view of a courier.
    init(_ overview: CourierOverview) {
        let courier = overview.courier
        self.init(
            id: courier.id.rawValue, name: courier.name, email: overview.email, phone: courier.phone,
            vehicle: courier.vehicle, active: courier.active, onDuty: courier.available,
            deliveriesToday: overview.deliveriesToday, locatedAt: overview.locatedAt)
    }
}
