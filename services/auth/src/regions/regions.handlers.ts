import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ERROR_CODES, MESSAGES, SUBJECTS } from '@ela/contracts';
import { Handles, ServiceError, type RouteRequest } from '@ela/service-kit';
import { Regions } from './regions';

const { regions } = SUBJECTS.auth;

@Controller()
export class RegionsHandlers {
  constructor(private readonly regions: Regions) {}

  @Handles(regions.provinces)
  provinces() {
    return this.regions.allProvinces();
  }

  @Handles(regions.cities)
  cities(@Payload() req: RouteRequest<typeof regions.cities>) {
    const cities = this.regions.citiesOf(req.params.provinceId);
    if (!cities) throw ServiceError.notFound(MESSAGES.provinceNotFound, ERROR_CODES.regionNotFound);
    return cities;
  }
}
