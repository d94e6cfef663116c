import FoodlyAPI
import FoodlyApp
import FoodlyCore

/// The console's accounts in the API (operators only): found, shown with their orders, locked and opened.
struct CustomerRoutes {
    let directory: AccountDirectory

    func register(in api: inout APIRouter) {
        let directory = self.directory
        api.handle(Endpoints.findAccounts) { call in
            do {
                return AccountRecordsBody(
                    accounts: try directory.find(call.query["q"] ?? "").map(AccountRecordBody.init))
            } catch let outOfBounds as QueryOutOfBounds {
                throw QueryReader.badQuery(outOfBounds)
            }
        }
        api.handle(Endpoints.adminAccount) { call in
            let (record, orders) = try directory.account(ID(call.path.id))
            return AccountDetailBody(account: AccountRecordBody(record), orders: orders.map { OrderBody($0) })
        }
        api.handle(Endpoints.lockAccount) { call in
            AccountRecordBody(try directory.lock(ID(call.path.id), reason: call.body.reason, by: call.caller.account))
        }
        api.handle(Endpoints.unlockAccount) { call in
            AccountRecordBody(try directory.unlock(ID(call.path.id), by: call.caller.account))
        }
    }
}
